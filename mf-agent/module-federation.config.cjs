// mf-agent: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-agent',
  exposes: {
    './App': './src/expose/App.tsx',
  },
};
