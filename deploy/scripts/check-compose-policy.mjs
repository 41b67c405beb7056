// Checks the resolved compose model (`docker-compose config --format json` on stdin) against the house rules:
// every service has a real healthcheck and runs as a non-root user; every Chalktalk service is built from the one
// Dockerfile with SERVICE set and has a memory limit, and the ones outside the `full` profile exist in the repository
// (infrastructure images of our own are built from a Dockerfile under deploy/infra/<name>); no service sets
// DEV_MAILBOX (the dev mailbox shows every mail's reset links: embedded product on loopback only).
// Prints each violation and exits 1 when there is any.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const DOCKERFILE = 'deploy/docker/Dockerfile';
const root = process.argv[2] ?? process.cwd();
const model = JSON.parse(readFileSync(0, 'utf8'));

function isRoot(user) {
  const name = String(user).split(':')[0].trim();
  return name === '' || name === '0' || name === 'root';
}

function checkService(name, service) {
  const problems = [];
  const test = service.healthcheck?.test;
  if (!test || service.healthcheck.disable || (Array.isArray(test) && test[0] === 'NONE')) {
    problems.push('has no healthcheck');
  }
  if (service.user === undefined) problems.push('sets no user (the image default may be root)');
  else if (isRoot(service.user)) problems.push(`runs as root (user: ${service.user})`);

  const context = service.build ? relative(root, resolve(root, service.build.context ?? '.')) : '';
  if (service.build && context.startsWith(`deploy${sep}infra${sep}`)) {
    // An infrastructure image of our own (localstripe): its recipe lives beside its runner in deploy/infra.
    const dockerfile = join(root, context, service.build.dockerfile ?? 'Dockerfile');
    if (!existsSync(dockerfile))
      problems.push(`is built from ${relative(root, dockerfile)}, which does not exist`);
  } else if (service.build) {
    const dockerfile = service.build.dockerfile ?? 'Dockerfile';
    if (!dockerfile.endsWith(DOCKERFILE)) problems.push(`is built from ${dockerfile}, not ${DOCKERFILE}`);
    const target = service.build.args?.SERVICE;
    if (!target) problems.push('has no SERVICE build arg');
    if (!service.deploy?.resources?.limits?.memory)
      problems.push('has no memory limit (deploy.resources.limits)');
    const dir = target === 'gateway' ? 'gateway' : `services/${target}`;
    const inFullProfile = (service.profiles ?? []).includes('full');
    if (target && !inFullProfile && !existsSync(join(root, dir, 'package.json'))) {
      problems.push(`builds ${dir}, which does not exist yet: give it profile "full"`);
    }
  }
  if (service.environment && Object.hasOwn(service.environment, 'DEV_MAILBOX')) {
    problems.push('sets DEV_MAILBOX: the dev mailbox is for the embedded product on loopback only');
  }
  return problems.map((problem) => `${name} ${problem}`);
}

const services = Object.entries(model.services ?? {});
const problems = services.flatMap(([name, service]) => checkService(name, service));
for (const problem of problems) console.error(`check-compose: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(
  `check-compose: ${services.length} services, each with a healthcheck and a non-root user, none with DEV_MAILBOX`,
);
