import { jsonShapeProblem } from './json-shape';

describe('jsonShapeProblem', () => {
  const limits = { keysPerObject: 2, arrayLength: 3, members: 6 };

  it('counts keys and entries per container, not commas or brackets inside strings', () => {
    expect(jsonShapeProblem('{"a":1,"b":"x,y,z,[1,2,3]"}', limits)).toBeNull();
    expect(jsonShapeProblem('{"a":1,"b":2,"c":3}', limits)).toBe('keysPerObject');
    expect(jsonShapeProblem('[1,2,3]', limits)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4]', limits)).toBe('arrayLength');
    expect(jsonShapeProblem('{"a":[],"b":{}}', limits)).toBeNull();
    expect(jsonShapeProblem(' [ "\\"", "\\\\" , {} ] ', limits)).toBeNull();
  });

  it('counts the whole body against the total', () => {
    expect(jsonShapeProblem('[[1,2],[3]]', limits)).toBeNull();
    expect(jsonShapeProblem('[[1,2],[3,4],[5]]', limits)).toBe('members');
  });

  it('reports nesting past the depth limit in the same pass, brackets inside strings not counted', () => {
    expect(jsonShapeProblem('[[[]]]', limits, 3)).toBeNull();
    expect(jsonShapeProblem('[[[[]]]]', limits, 3)).toBe('depth');
    expect(jsonShapeProblem('["[[[[[["]', limits, 3)).toBeNull();
  });
});
