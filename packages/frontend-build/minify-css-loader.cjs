// A production remote's CSS ships inside its JavaScript chunks (style-loader), where no CSS minifier reaches it:
// its comments and layout whitespace went to every shopper (0.8 KB gzipped of the storefront's JS on `/`). Run
// before css-loader, this drops the comments and the gaps between nodes only; postcss's parser keeps every value,
// string, url and selector as written (a selector list's line breaks become single spaces).
const postcss = require('postcss');

module.exports = function minifyCss(source) {
  const root = postcss.parse(source, { from: this.resourcePath });
  root.walkComments((comment) => comment.remove());
  root.walk((node) => {
    node.raws.before = '';
    if (node.type === 'decl') {
      node.raws.between = ':';
    } else {
      node.raws.after = '';
      node.raws.between = '';
      node.raws.semicolon = false;
    }
    if (node.type === 'rule') node.selector = node.selector.replace(/\s*\n\s*/g, ' ');
    if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
  });
  root.raws.after = '';
  return root.toString();
};
