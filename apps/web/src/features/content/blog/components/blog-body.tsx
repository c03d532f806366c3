import classes from './rich-text-editor.module.css';

/**
 * A post's body. The HTML went through the server's allow-list when it was saved (decision 056): only headings,
 * paragraphs, lists, quotes, emphasis, safe links and images are left, so it is shown as HTML.
 */
export function BlogBody({ html }: { html: string }) {
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
