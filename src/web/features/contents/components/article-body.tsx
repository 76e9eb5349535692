import './article-body.css';

/**
 * The article as written in the editor. The server sanitizes it when it is saved (h1–h3, p,
 * strong, em, lists, links, images, br only), so it is shown as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
