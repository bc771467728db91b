/**
 * `npm run lint:workflows`: runs actionlint on every file of
 * .github/workflows (or on the files named as arguments); exits 1 on findings.
 */
import { formatFindings, lintWorkflow, workflowFiles } from './lib/lintWorkflows.ts';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
const targets = files.length ? files : await workflowFiles();
const findings = (await Promise.all(targets.map((file) => lintWorkflow(file)))).flat();
if (findings.length) {
  console.error(formatFindings(findings));
  console.error(`\n${findings.length} ${findings.length === 1 ? 'problem' : 'problems'} in the workflows.`);
  process.exit(1);
}
console.log(`actionlint: no problems in ${targets.join(', ')}.`);
