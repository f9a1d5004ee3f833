// mf-lobby: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-lobby',
  exposes: {
    './App': './src/expose/App.tsx',
    './Home': './src/expose/Home.tsx',
  },
};
