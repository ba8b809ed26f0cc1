import { blockStyles } from "./block-styles";

/** The styles of the blocks `html` uses, written once into the head (React hoists a <style> by its href). */
export function BlockStyleSheet({ html }: { html: string }) {
  const styles = blockStyles(html);
  return styles ? (
    <style href={styles.key} precedence="wp-blocks">
      {styles.css}
    </style>
  ) : null;
}
