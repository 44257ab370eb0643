import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** Whether the operation selects a field of this name anywhere below the field being resolved. */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visited = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === name || search(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      if (visited.has(selection.name.value)) return false;
      visited.add(selection.name.value);
      return search(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
