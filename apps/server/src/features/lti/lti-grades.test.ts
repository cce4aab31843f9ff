// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { describe, expect, it } from 'vitest';
import { scoresUrl } from './lti-grades';

describe('scoresUrl', () => {
  it('puts /scores after the line item path and before its query (AGS 2.0)', () => {
    expect(scoresUrl('https://lms.example/api/lti/courses/7/line_items/5')).toBe(
      'https://lms.example/api/lti/courses/7/line_items/5/scores',
    );
    expect(
      scoresUrl('https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem?type_id=3'),
    ).toBe('https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem/scores?type_id=3');
    expect(scoresUrl('https://lms.example/items/5/')).toBe('https://lms.example/items/5/scores');
  });
});
