const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'mfe-destinations (standalone)',
  exposes: {
    './ContinentPage': './src/continent-page/ContinentPage.tsx',
    './CountryPage': './src/country-page/CountryPage.tsx',
    './SpecialCountryPage': './src/special-country-page/SpecialCountryPage.tsx',
    './PackagePage': './src/package-page/PackagePage.tsx',
    './MonthPage': './src/month-page/MonthPage.tsx',
    './SearchResultsPage': './src/search-results/SearchResultsPage.tsx',
  },
});
