// mf-auth: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-auth',
  exposes: {
    './App': './src/expose/App.tsx',
    './AuthPopup': './src/expose/AuthPopup.tsx',
  },
};
