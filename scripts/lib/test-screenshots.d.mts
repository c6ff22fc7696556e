export function shotsDir(name: string): string | null;
