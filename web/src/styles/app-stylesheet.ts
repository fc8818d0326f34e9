// Importing this module loads the app's stylesheet (docs/decisions.md, "Two stylesheets"): the build
// makes it a stylesheet of its own, which the page links before the importing page renders.
import './app.css';
