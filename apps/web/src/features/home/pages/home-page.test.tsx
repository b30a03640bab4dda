import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('has one h1, the hero and closing links, and every section of spec point 2', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Request Valuation')).toHaveAttribute('href', '/request');
    expect(link('Learn More')).toHaveAttribute('href', '/valuation');
    expect(link('Request a Valuation Now')).toHaveAttribute('href', '/request');
    expect(link('Learn About Our Process')).toHaveAttribute('href', '/valuation');

    expect(screen.getByRole('heading', { name: 'Quick Property Estimate' })).toBeInTheDocument();
    for (const name of [
      'Expert Valuers',
      'Local Knowledge',
      'Comprehensive Reports',
      'Residential',
      'Commercial',
      'Industrial',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const item of [
      'Houses',
      'Apartments & Condominiums',
      'Residential Plots',
      'Offices',
      'Retail Spaces & Malls',
      'Hotels',
      'Warehouses',
      'Factories',
      'Industrial Land',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });
});
