// Runtime plugin of the shell: hands its own copies of the Module Federation sdk and error codes to the remotes,
// which are built with them as externals (shared/build/rspack.base.cjs), as Module Federation's own
// provideExternalRuntime does for runtime-core. Each remote entry is ~6 KB gzip lighter for it.
// CommonJS on purpose: `require` resolves to the very modules the shell's runtime already uses (no second copy).
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');

module.exports = function provideFederationLibs() {
  return {
    name: 'provide-federation-libs',
    beforeInit(args) {
      globalThis._FEDERATION_SDK = globalThis._FEDERATION_SDK || sdk;
      globalThis._FEDERATION_ERROR_CODES = globalThis._FEDERATION_ERROR_CODES || errorCodes;
      return args;
    },
  };
};
