// The shell is the host: it exposes nothing and bakes in no remote URL (the registry supplies them).
module.exports = { name: 'shell' };
