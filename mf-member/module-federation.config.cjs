// mf-member: its name and what it exposes; everything else is the shared base config.
module.exports = {
  name: 'mf-member',
  exposes: {
    './App': './src/expose/App.tsx',
    './MemberBar': './src/expose/MemberBar.tsx',
    './BalanceWidget': './src/expose/BalanceWidget.tsx',
  },
};
