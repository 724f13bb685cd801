import { ConfigError, loadConfigFromEnv } from './config';
import { openDatabase } from './db/open';
import { startPlatform } from './platform';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfigFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = await openDatabase(config);
  const platform = await startPlatform(config, db, { logger: true });
  await platform.app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info({ signal }, 'stopping');
    void platform
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Platform failed to start:', error);
  process.exit(1);
});
