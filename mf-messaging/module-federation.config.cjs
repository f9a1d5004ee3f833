// mf-messaging: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-messaging',
  exposes: {
    './App': './src/expose/App.tsx',
  },
};
