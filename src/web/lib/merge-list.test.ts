import { describe, expect, test } from 'vitest';
import { LISTS, mergeItems, mergePage } from './merge-list.ts';

describe('merging list updates', () => {
  const missions: { id: string; status: string | null; title: string }[] = [
    { id: 'm1', status: 'available', title: 'Rescue' },
    { id: 'm2', status: 'active', title: 'Hostile' },
  ];

  test('an item with a null status is removed', () => {
    expect(mergeItems(missions, [{ id: 'm1', status: null, title: 'Rescue' }], LISTS.getMissions)).toEqual([
      missions[1],
    ]);
  });

  test('a known item is updated in place, a new one appended', () => {
    const r = mergeItems(
      missions,
      [
        { id: 'm2', status: 'completed', title: 'Hostile' },
        { id: 'm3', status: 'available', title: 'Artifact' },
      ],
      LISTS.getMissions,
    );
    expect(r.map((m) => `${m.id}:${m.status}`)).toEqual(['m1:available', 'm2:completed', 'm3:available']);
  });

  test('map cells are keyed by coordinates and removed when their type is null', () => {
    const map: { coordinates: string; type: string | null }[] = [
      { coordinates: '1:1', type: 'pirate ship' },
      { coordinates: '2:2', type: 'astromite asteroid' },
    ];
    expect(mergeItems(map, [{ coordinates: '1:1', type: null }], LISTS.getMap)).toEqual([map[1]]);
  });

  test('a convoy with a null finish timestamp is removed; a unit group with a null unit list too', () => {
    expect(
      mergeItems(
        [{ id: 'c', actionFinishTimestamp: 5 }],
        [{ id: 'c', actionFinishTimestamp: null }],
        LISTS.getTradeConvoys,
      ),
    ).toEqual([]);
    expect(mergeItems([{ id: 'g', units: [1] }], [{ id: 'g', units: null }], LISTS.getUnitGroups)).toEqual([]);
  });

  test('a unit list is replaced wholesale, not merged', () => {
    const r = mergeItems(
      [
        {
          id: 'g',
          units: [
            { type: 'ranger', n: 5 },
            { type: 'guardian', n: 2 },
          ],
        },
      ],
      [{ id: 'g', units: [{ type: 'ranger', n: 1 }] }],
      LISTS.getUnitGroups,
    );
    expect(r[0]?.units).toEqual([{ type: 'ranger', n: 1 }]);
  });
});

describe('merging pages of comments and messages', () => {
  const newer = [{ _id: 'c3' }, { _id: 'c2' }];
  test('an older page (offset > 0) goes after the newer items without duplicates', () => {
    expect(mergePage(newer, [{ _id: 'c2' }, { _id: 'c1' }], 20).map((c) => c._id)).toEqual(['c3', 'c2', 'c1']);
  });
  test('a first page (offset 0) puts the newest first', () => {
    expect(mergePage(newer, [{ _id: 'c4' }, { _id: 'c3' }], 0).map((c) => c._id)).toEqual(['c4', 'c3', 'c2']);
  });

  test('the base queue: a pushed item with no finish time leaves, the rest stay in order', () => {
    const queue = [
      { id: '7', kind: 'building', dueAt: 100 },
      { id: '9', kind: 'research', dueAt: 200 },
    ];
    expect(mergeItems(queue, [{ id: '7', dueAt: null }] as never[], LISTS.baseQueue)).toEqual([queue[1]]);
  });
});
