import { readConfig, SettingsError, withSettingsFile, type ServerConfig } from './config';

/**
 * The settings of a command that starts on them (the server, the migrations, the seed): read from the environment
 * and the settings file, or the process ends naming every setting that is missing or wrong.
 */
export function readSettingsOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(withSettingsFile(env));
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\nSee "Settings" in the README.\n`);
    process.exit(1);
  }
}
