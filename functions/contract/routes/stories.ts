import * as z from 'zod';
import { defineRoute, noBody, noParams } from '../define-route';
import { shortStory } from '../stories';

export const storyRoutes = {
  listShortStories: defineRoute({
    method: 'GET',
    path: '/api/short-stories',
    access: 'public',
    params: noParams,
    body: noBody,
    reply: z.array(shortStory),
    grants: ['table:read'],
    summary: 'The free short stories (reader magnets) as last published, featured first; never their texts.',
  }),
};
