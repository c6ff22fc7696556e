import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { fieldErrors, translateError } from './translateError';

const withBody = (status: number, message?: string) => new ApiError(message ?? 'x', status, { statusCode: status, message });
const ctx = { action: 'create', entity: 'category' };

describe('translateError: the status table row by row', () => {
  it('400 Validation Error: server message, else the default', () => {
    expect(translateError(withBody(400, 'Category name is required'), ctx)).toEqual({
      title: 'Validation Error',
      description: 'Category name is required',
      variant: 'destructive',
    });
    expect(translateError(withBody(400), ctx).description).toBe('Please check your input and try again.');
  });
  it('401 Authentication Required, fixed text', () => {
    expect(translateError(withBody(401, 'jwt expired'), ctx)).toMatchObject({
      title: 'Authentication Required',
      description: 'Please log in again to continue.',
    });
  });
  it('403 Permission Denied: server message, else the default', () => {
    expect(translateError(withBody(403, 'Owners only'), ctx)).toMatchObject({ title: 'Permission Denied', description: 'Owners only' });
    expect(translateError(withBody(403), ctx).description).toBe('You do not have permission to perform this action.');
  });
  it('404 Not Found: server message, else the default', () => {
    expect(translateError(withBody(404, 'Category not found'), ctx)).toMatchObject({ title: 'Not Found', description: 'Category not found' });
    expect(translateError(withBody(404), ctx).description).toBe('The requested resource no longer exists.');
  });
  it('409: "{Entity} Already Exists" on create and update, Conflict otherwise', () => {
    expect(translateError(withBody(409, 'Category already exists'), ctx)).toMatchObject({
      title: 'Category Already Exists',
      description: 'Category already exists',
    });
    expect(translateError(withBody(409), { action: 'update', entity: 'product' })).toMatchObject({
      title: 'Product Already Exists',
      description: 'This resource already exists. Please use different information.',
    });
    expect(translateError(withBody(409), { action: 'delete', entity: 'product' }).title).toBe('Conflict');
  });
  it('409 for a stock shortage: "Not enough stock" wherever it appears, with what is left', () => {
    const shortage = new ApiError('Only 0 left of Vans Sk8-Hi', 409, {
      statusCode: 409,
      message: 'Only 0 left of Vans Sk8-Hi',
      error: 'Not enough stock',
    });
    for (const ctx of [
      { action: 'record', entity: 'sale' },
      { action: 'update', entity: 'sale' },
      { action: 'update', entity: 'stock' },
    ]) {
      expect(translateError(shortage, ctx)).toEqual({ title: 'Not enough stock', description: 'Only 0 left of Vans Sk8-Hi', variant: 'destructive' });
    }
  });
  it('422 Validation Failed', () => {
    expect(translateError(withBody(422, 'Bad image'), ctx)).toMatchObject({ title: 'Validation Failed', description: 'Bad image' });
    expect(translateError(withBody(422), ctx).description).toBe('The provided data is invalid. Please check your input.');
  });
  it('429 Too Many Requests', () => {
    expect(translateError(withBody(429, 'slow down'), ctx)).toMatchObject({
      title: 'Too Many Requests',
      description: 'You have made too many requests. Please wait a moment and try again.',
    });
  });
  it('500 Server Error', () => {
    expect(translateError(withBody(500, 'stack trace'), ctx)).toMatchObject({
      title: 'Server Error',
      description: 'An unexpected error occurred. Please try again later.',
    });
  });
  it('503 Service Unavailable', () => {
    expect(translateError(withBody(503), ctx)).toMatchObject({
      title: 'Service Unavailable',
      description: 'The service is temporarily unavailable. Please try again later.',
    });
  });
  it('other status: the server message, titled with the default text', () => {
    expect(translateError(withBody(418, "I'm a teapot"), ctx)).toEqual({
      title: 'Failed to create category',
      description: "I'm a teapot",
      variant: 'destructive',
    });
    expect(translateError(withBody(418), { action: 'reset', entity: 'settings' }).description).toBe('x');
  });
  it("no response: the error's own message", () => {
    expect(translateError(new ApiError('Request timed out after 10 seconds'), { action: 'load', entity: 'products' })).toEqual({
      title: 'Failed to load products',
      description: 'Request timed out after 10 seconds',
      variant: 'destructive',
    });
    expect(translateError(undefined, { action: 'update', entity: 'profile' }).description).toBe('Failed to update profile');
  });
  it('field errors come from the 400 body', () => {
    const e = new ApiError('Brand is required', 400, {
      statusCode: 400,
      message: 'Brand is required',
      errors: { brand: 'Brand is required', 'images.0.url': 'bad' },
    });
    expect(fieldErrors(e)).toEqual({ brand: 'Brand is required', 'images.0.url': 'bad' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
