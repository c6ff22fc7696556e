// No Docker engine runs here, so the deployment files are checked as data: what `docker compose up --scale api=3`
// needs of docker-compose.yml, and that deploy/nginx.conf points at the api service as compose names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const nginxConf = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
const { db, api, nginx } = compose.services ?? {};

/** `- name:/path[:ro]` and `{ source: name }` volume entries, as volume names. */
const volumeNames = (service) =>
  (service.volumes ?? [])
    .map((v) => (typeof v === 'string' ? v.split(':')[0] : v.source))
    .filter((name) => !name.startsWith('.') && !name.startsWith('/'));
const mountOf = (service, name) => (service.volumes ?? []).find((v) => (typeof v === 'string' ? v.split(':')[0] : v.source) === name);
const envOf = (service) =>
  Array.isArray(service.environment) ? Object.fromEntries(service.environment.map((e) => e.split('='))) : (service.environment ?? {});

test('the three services exist', () => {
  assert.ok(db && api && nginx, 'db, api and nginx services');
});

test('api can be scaled: no host port, no container name', () => {
  assert.equal(api.container_name, undefined);
  for (const p of api.ports ?? []) {
    const text = typeof p === 'object' ? String(p.published ?? '') : String(p);
    assert.ok(typeof p === 'object' ? !p.published : !text.includes(':'), `api publishes no host port (found ${JSON.stringify(p)})`);
  }
});

test('api and nginx wait for a healthy dependency, and both have healthchecks', () => {
  assert.equal(api.depends_on?.db?.condition, 'service_healthy');
  assert.equal(nginx.depends_on?.api?.condition, 'service_healthy');
  assert.ok(db.healthcheck?.test, 'db healthcheck');
  assert.match(JSON.stringify(api.healthcheck?.test), /\/api\/v1\/health/);
  assert.match(JSON.stringify(nginx.healthcheck?.test), /\/api\/v1\/health/);
});

test('the site and uploads volumes are declared and shared by every api instance; nginx reads the uploads', () => {
  assert.ok('site' in compose.volumes && 'uploads' in compose.volumes);
  const dataDir = envOf(api).DATA_DIR;
  assert.ok(dataDir, 'api sets DATA_DIR');
  assert.equal(mountOf(api, 'site').split(':')[1], `${dataDir}/site`, 'the builds land in the shared site volume');
  assert.equal(mountOf(api, 'uploads').split(':')[1], `${dataDir}/uploads`, 'the disk driver writes to the shared uploads volume');
  assert.ok(volumeNames(nginx).includes('uploads'));
  assert.match(mountOf(nginx, 'uploads'), /:ro$/, 'nginx mounts the uploads read-only');
});

test('the api runs against the db service with the secrets from the environment', () => {
  const env = envOf(api);
  assert.match(env.DATABASE_URL, /@db:5432\//);
  assert.match(env.JWT_SECRET, /^\$\{JWT_SECRET:\?/, 'JWT_SECRET is required, never defaulted');
});

test("nginx's upstream is the api service on its container port, and its config file is mounted", () => {
  const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(nginxConf);
  assert.ok(upstream, 'an upstream block');
  const server = /server\s+([\w.-]+):(\d+)/.exec(upstream[2]);
  assert.equal(server?.[1], 'api');
  const port = envOf(api).PORT;
  assert.equal(server?.[2], port);
  assert.ok((api.expose ?? []).map(String).includes(port), 'api exposes its port to the network');
  assert.match(nginxConf, new RegExp(`proxy_pass\\s+http://${upstream[1]};`));
  const uploadsMount = mountOf(nginx, 'uploads').split(':')[1];
  assert.match(nginxConf, new RegExp(`alias\\s+${uploadsMount}/;`), 'nginx serves /uploads/ from the mounted volume');
  assert.ok((nginx.volumes ?? []).some((v) => typeof v === 'string' && v.startsWith('./deploy/nginx.conf:')));
});

test('the api image is built from the Dockerfile in the repo, and the Dockerfile starts the shop', () => {
  assert.equal(api.build, '.');
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /CMD \["node", "scripts\/start\.mjs"\]/);
});
