/**
 * Server content is plain text (SDK content schema): a blank line separates paragraphs and a line
 * starting with '# ' is a heading. Rendered as React text nodes, never as HTML.
 */
export type Block = { kind: 'heading' | 'paragraph'; text: string };

export function parsePlainText(content: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

export function PlainText({ content }: { content: string }) {
  return (
    <div className="card prose">
      {parsePlainText(content).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index}>{block.text}</h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
