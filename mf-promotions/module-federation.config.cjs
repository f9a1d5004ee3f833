// mf-promotions: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-promotions',
  exposes: {
    './App': './src/expose/App.tsx',
  },
};
