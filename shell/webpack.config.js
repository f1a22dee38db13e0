const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Aurelia Journeys | Bespoke Luxury Journeys',
});
