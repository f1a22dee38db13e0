const { createWebpackConfig } = require('../webpack.common');

// The exposed pages and widgets are those of src/pages.json, the remote's page registry.
module.exports = createWebpackConfig({ dir: __dirname, title: 'mfe-experiences (standalone)' });
