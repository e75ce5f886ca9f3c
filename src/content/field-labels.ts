/**
 * The Swedish names the page editor's forms show (`x-etikett`), looked up for a path into a file's
 * data, so that a problem names a field as the editor does — »Rubrik« in the second block,
 * »Punktlista« — and not by its YAML key (issue 30, docs/decisions.md 103). The same walk as the
 * editor's (src/editor/ui/schema.ts `resolve`): annotations written beside a `$ref` win, and a block
 * is read with its own type's schema (the page schema's discriminated union).
 */
interface Node {
  $ref?: string;
  'x-etikett'?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  const?: unknown;
}

export interface FieldLabels {
  /** The label of the field at `segments` (keys and list indices) in `data`, read with the schema `$id` `root`. */
  field(root: string, data: unknown, segments: readonly string[]): string | undefined;
  /** A block type's Swedish name, e.g. `benefits` → Punktlista. */
  block(type: string): string | undefined;
}

export function fieldLabels(schemas: readonly { schema: Record<string, unknown> }[]): FieldLabels {
  const byId = new Map(schemas.map(({ schema }) => [String(schema.$id), schema as Node]));

  function target(ref: string, base: string): { node: Node; base: string } | undefined {
    const [file, fragment = ''] = ref.split('#');
    const id = file || base;
    let node: Node | undefined = byId.get(id);
    for (const segment of fragment.split('/').filter(Boolean)) node = (node as Record<string, Node> | undefined)?.[segment];
    return node && { node, base: id };
  }

  function resolve(node: Node, base: string): { node: Node; base: string } {
    if (!node.$ref) return { node, base };
    const { $ref, ...beside } = node;
    const found = target($ref, base);
    if (!found) return { node: beside, base };
    const inner = resolve(found.node, found.base);
    return { node: { ...inner.node, ...beside }, base: inner.base };
  }

  /** The branch of a union the value takes: the one whose `type` is the value's type, or that has the key. */
  function branch(node: Node, base: string, value: unknown, key: string): { node: Node; base: string } {
    const options = node.oneOf ?? node.anyOf;
    if (!options) return { node, base };
    const resolved = options.map((o) => resolve(o, base));
    const type = (value as { type?: unknown } | null)?.type;
    return resolved.find((o) => o.node.properties?.type?.const === type) ?? resolved.find((o) => o.node.properties?.[key]) ?? { node, base };
  }

  return {
    field(root, data, segments) {
      const rootNode = byId.get(root);
      let at: { node: Node; base: string } | undefined = rootNode ? resolve(rootNode, root) : undefined;
      let value = data;
      for (const segment of segments) {
        if (!at) return undefined;
        at = branch(at.node, at.base, value, segment);
        const next: Node | undefined = /^\d+$/.test(segment) ? at.node.items : at.node.properties?.[segment];
        at = next && resolve(next, at.base);
        value = (value as Record<string, unknown> | null | undefined)?.[segment];
      }
      return at?.node['x-etikett'];
    },
    block(type) {
      for (const [id, node] of byId) if (id.startsWith('block-') && node.properties?.type?.const === type) return node['x-etikett'];
      return undefined;
    },
  };
}
