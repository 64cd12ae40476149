/**
 * `npm run level-fixtures`: writes the published level links of e2e/fixtures (`level-*.txt`)
 * from scripts/level-fixtures.ts. Run it after a SIM_VERSION bump or when a fixture is added.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEVEL_FIXTURES, levelFixtureText } from './level-fixtures';

const FIXTURES = join(import.meta.dirname, '..', 'e2e', 'fixtures');

for (const fixture of LEVEL_FIXTURES) {
  const path = join(FIXTURES, `${fixture.name}.txt`);
  writeFileSync(path, levelFixtureText(fixture));
  process.stdout.write(`wrote ${path}\n`);
}
