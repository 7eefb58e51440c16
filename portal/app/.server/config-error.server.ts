// A setting that cannot work; the server prints only this message and stops. In a module of its
// own so that the modules config.server.ts reads settings through can throw it too.
export class ConfigError extends Error {
  override name = 'ConfigError';
}
