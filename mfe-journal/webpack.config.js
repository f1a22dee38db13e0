const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'mfe-journal (standalone)',
  exposes: {
    './JournalListPage': './src/journal-list/JournalListPage.tsx',
    './JournalArticlePage': './src/journal-article/JournalArticlePage.tsx',
    './AboutPage': './src/about/AboutPage.tsx',
    './BookingConditionsPage': './src/legal/BookingConditionsPage.tsx',
    './PrivacyPolicyPage': './src/legal/PrivacyPolicyPage.tsx',
    './TravelInsurancePage': './src/legal/TravelInsurancePage.tsx',
  },
});
