import { describe, expect, it } from 'vitest';
import { orderByForeignKeys, type TableInfo } from './table-graph.js';

const table = (name: string, selfReferences: string[] = []): TableInfo => ({ name, primaryKey: ['id'], selfReferences });

describe('orderByForeignKeys', () => {
  it('puts every parent before its children and ignores a table referencing itself', () => {
    const tables = [table('render', ['previous_render_id']), table('moodboard'), table('project'), table('user'), table('asset')];
    const keys = [
      { child: 'render', parent: 'moodboard' },
      { child: 'render', parent: 'render' },
      { child: 'render', parent: 'asset' },
      { child: 'moodboard', parent: 'project' },
      { child: 'project', parent: 'user' },
    ];
    const order = orderByForeignKeys(tables, keys).map((t) => t.name);
    for (const { child, parent } of keys) expect(order.indexOf(parent)).toBeLessThanOrEqual(order.indexOf(child));
    expect(order).toHaveLength(5);
  });

  it('refuses a cycle between two tables rather than copying in an order that breaks a key', () => {
    const keys = [
      { child: 'a', parent: 'b' },
      { child: 'b', parent: 'a' },
    ];
    expect(() => orderByForeignKeys([table('a'), table('b')], keys)).toThrow(/cycle/);
  });
});
