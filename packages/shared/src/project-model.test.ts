import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readProjectData, readProjectWithData } from './project-model.read.js';
import { projectDataSchema, projectWithDataSchema } from './project-model.schema.js';

const sha = (c: string) => `/api/assets/${c.repeat(64)}`;

/** A project as an older client stored it: spec §3 alternative names, capitalised sections, fields missing. */
const oldProject = {
  project: { id: 'p1', project_name: 'Alfama', keywords: ['azulejo'], location_lat: 38.7 },
  data: {
    contexts: {
      Historical: { context: 'Moorish lanes.', image_data: [sha('a'), ''], image_labels: ['Arcade', 'Tiles'], prompt_usage: [1, 0] },
    },
    topics: { historical: { newImages: [sha('b')], newLabels: ['Square'], generationParams: [{ microMacro: 2 }] } },
    moodboards: [{ id: 'm1', title: 'Lobby', selectedInsight: 'Social', images: [sha('c'), ''], render: sha('d') }, { moodboard_id: 'm2' }],
  },
};

describe('the project read model', () => {
  it('reads an old stored project into the typed model, filling what it lacks', () => {
    const read = readProjectWithData(oldProject);
    expect(read).not.toBeNull();
    // What the lenient reader makes is a valid read model: the route's response schema accepts it.
    expect(() => z.encode(projectWithDataSchema, read as z.output<typeof projectWithDataSchema>)).not.toThrow();
    expect(read?.project).toMatchObject({ id: 'p1', project_id: 'p1', project_name: 'Alfama', location_lng: null, images: [] });
    const { contexts, topics, moodboards } = read?.data ?? readProjectData(undefined);
    expect(contexts.historical).toMatchObject({
      description: 'Moorish lanes.',
      images: [sha('a'), ''],
      imageLabels: ['Arcade', 'Tiles'],
      generationParams: [],
      slotStatus: [],
      dataFetched: false,
    });
    expect(topics.historical).toMatchObject({
      context: 'Moorish lanes.',
      labels: ['Square'],
      images: [sha('b')],
      imageSettings: [{ microMacro: 2, photoStyled: 1, realSourced: 0 }],
    });
    expect(moodboards).toHaveLength(1);
    expect(moodboards[0]).toMatchObject({
      moodboard_id: 'm1',
      moodboard_title: 'Lobby',
      section: 'social',
      programmaticArea: 'Lounge',
      imageStatus: ['done', 'pending'],
      isGenerating: true,
      renders: [{ image: sha('d') }],
    });
  });

  it('answers null for a response without a project, and empty data for nothing', () => {
    expect(readProjectWithData({ data: {} })).toBeNull();
    expect(readProjectData('nonsense')).toEqual({ contexts: {}, topics: {}, moodboards: [] });
  });

  it('strips what the model does not name and refuses a wrong shape', () => {
    const data = readProjectData(oldProject.data);
    const leaky = { ...data, secret: 1, contexts: { historical: { ...data.contexts.historical, owner_id: 'u1' } } };
    const encoded = z.encode(projectDataSchema, leaky as z.output<typeof projectDataSchema>);
    expect(encoded).not.toHaveProperty('secret');
    expect(encoded.contexts.historical).not.toHaveProperty('owner_id');
    expect(projectDataSchema.safeParse({ ...data, contexts: { attic: data.contexts.historical } }).success).toBe(false);
  });
});
