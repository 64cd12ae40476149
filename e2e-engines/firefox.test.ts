import { defineEngineSuite } from './support/engine-suite';
import { enginePorts } from './support/ports';

defineEngineSuite('firefox', enginePorts(0));
