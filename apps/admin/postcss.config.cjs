/** Mantine's PostCSS preset: light-dark(), rem() and the smaller-than / larger-than mixins. */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
