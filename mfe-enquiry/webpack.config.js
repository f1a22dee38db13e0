const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'mfe-enquiry (standalone)',
  exposes: {
    './EnquiryPage': './src/enquiry-page/EnquiryPage.tsx',
    './EnquiryModalForm': './src/modal-form/EnquiryModalForm.tsx',
  },
});
