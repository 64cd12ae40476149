import { defineEngineSuite } from './support/engine-suite';
import { enginePorts } from './support/ports';

defineEngineSuite('webkit', enginePorts(1));
