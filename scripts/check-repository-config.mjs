#!/usr/bin/env node
// The repository's own configuration, checked in `npm test`: every GitHub Actions workflow passes action-validator
// (the workflow schema), the remotes' pipeline runs `npm run check:remote`, and every remote in
// libs/contracts/src/remotes/portal-remotes.json has its pipeline (a mfe-<name>.yml calling the reusable remote.yml for
// it), its CODEOWNERS lines, its Dependabot group and its place in the root package.json's workspaces (JSON cannot
// compute the list, so it is checked against the remotes instead).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { PORTAL_REMOTES } from './portal/config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workflowsDir = path.join(root, '.github', 'workflows');
const validator = path.join(root, 'node_modules', '.bin', 'action-validator');
const problems = [];

const workflows = fs.readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
for (const file of workflows) {
  const result = spawnSync(validator, [path.join(workflowsDir, file)], { encoding: 'utf8' });
  if (result.status !== 0) problems.push(`.github/workflows/${file} is not a valid workflow:\n${result.stdout}${result.stderr}`);
}

// The remotes' pipeline runs each remote's loop with the same command a team runs (docs/release-pipeline.md).
const remotePipeline = parse(fs.readFileSync(path.join(workflowsDir, 'remote.yml'), 'utf8'));
const loopCommand = 'npm run check:remote -- "${{ inputs.remote }}"';
if (!remotePipeline.jobs?.check?.steps?.some((step) => step.run === loopCommand)) {
  problems.push(`.github/workflows/remote.yml: its check job does not run ${loopCommand}`);
}

// The platform pipeline leaves each remote's folder to that remote's own pipeline.
const platformIgnores = parse(fs.readFileSync(path.join(workflowsDir, 'platform.yml'), 'utf8')).on?.push?.['paths-ignore'] ?? [];
const codeowners = fs.readFileSync(path.join(root, '.github', 'CODEOWNERS'), 'utf8');
const dependabot = parse(fs.readFileSync(path.join(root, '.github', 'dependabot.yml'), 'utf8'));
for (const { name } of PORTAL_REMOTES) {
  const file = `mfe-${name}.yml`;
  if (!workflows.includes(file)) {
    problems.push(`.github/workflows/${file} is missing: every remote has its own pipeline`);
  } else {
    const jobs = Object.values(parse(fs.readFileSync(path.join(workflowsDir, file), 'utf8')).jobs ?? {});
    if (!jobs.some((job) => job.uses === './.github/workflows/remote.yml' && job.with?.remote === name)) {
      problems.push(`.github/workflows/${file} does not call remote.yml with remote: ${name}`);
    }
  }
  if (!platformIgnores.includes(`mfe-${name}/**`)) problems.push(`.github/workflows/platform.yml does not leave mfe-${name}/** to its own pipeline`);
  if (!new RegExp(`^/mfe-${name}/\\s+@`, 'm').test(codeowners)) problems.push(`.github/CODEOWNERS has no line for /mfe-${name}/`);
  if (!dependabot.updates?.some((update) => update.directory === `/mfe-${name}` && update.groups)) {
    problems.push(`.github/dependabot.yml has no grouped update for /mfe-${name}`);
  }
}

const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const remoteApps = PORTAL_REMOTES.map(({ name }) => `mfe-${name}`);
for (const app of remoteApps.filter((dir) => !workspaces.includes(dir)))
  problems.push(`package.json workspaces lack ${app}, a remote of portal-remotes.json`);
for (const dir of workspaces.filter((workspace) => workspace.startsWith('mfe-') && !remoteApps.includes(workspace))) {
  problems.push(`package.json workspaces list ${dir}, which is not a remote of libs/contracts/src/remotes/portal-remotes.json`);
}

if (problems.length > 0) {
  console.error(`repository configuration: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.info(
  `repository configuration: ${workflows.length} workflows valid; pipeline, owners, updates and workspace for ${PORTAL_REMOTES.length} remotes`,
);
