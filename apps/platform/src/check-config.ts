/** Validates the environment and exits 2 with a message naming any bad variable (used by npm start). */
import { ConfigError, loadConfigFromEnv } from './config';

try {
  loadConfigFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
