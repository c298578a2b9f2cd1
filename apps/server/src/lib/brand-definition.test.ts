import { describe, expect, it } from 'vitest';
import { splitBrandDefinition } from './brand-definition.js';

describe('splitBrandDefinition', () => {
  it('takes the name before the first separator and the definition after it', () => {
    expect(splitBrandDefinition('Patagonia, outdoor clothing')).toEqual({ name: 'Patagonia', definition: 'outdoor clothing' });
    expect(splitBrandDefinition('Aesop (skincare)')).toEqual({ name: 'Aesop', definition: 'skincare' });
    expect(splitBrandDefinition('Aesop – skincare and body care')).toEqual({ name: 'Aesop', definition: 'skincare and body care' });
    expect(splitBrandDefinition('Mare - seafood restaurant')).toEqual({ name: 'Mare', definition: 'seafood restaurant' });
  });

  it('keeps a hyphenated or plain name whole', () => {
    expect(splitBrandDefinition('  Aesop ')).toEqual({ name: 'Aesop', definition: '' });
    expect(splitBrandDefinition('Rolls-Royce')).toEqual({ name: 'Rolls-Royce', definition: '' });
    expect(splitBrandDefinition('Casa do Mar Hotel')).toEqual({ name: 'Casa do Mar Hotel', definition: '' });
  });
});
