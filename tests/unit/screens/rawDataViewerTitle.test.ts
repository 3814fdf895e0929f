import { describe, expect, it } from 'vitest';
import { authorAndYear, rawDataViewerTitle } from '../../../src/screens/RawDataViewer/title';

describe('rawDataViewerTitle', () => {
  it('appends author and year from the first semicolon-separated part', () => {
    expect(rawDataViewerTitle('Smith J, 2015, Metformin in adults; Jones 2018')).toBe('Raw Data Viewer (Smith J, 2015)');
  });

  it('finds the year in a later part when the first part has none', () => {
    expect(rawDataViewerTitle('Demo; 2024; Hazard ratio over time')).toBe('Raw Data Viewer (Demo, 2024)');
    expect(rawDataViewerTitle('Smith J; Metformin in adults; Lancet 2018; 10.1000/xyz')).toBe('Raw Data Viewer (Smith J, 2018)');
    expect(rawDataViewerTitle('Smith J; Metformin in adults')).toBe('Raw Data Viewer');
  });

  it.each([
    ['Smith 2015', 'Smith', '2015'],
    ['Smith (2015) Trial', 'Smith', '2015'],
    ['Smith et al. - 1999 - Trial', 'Smith et al.', '1999'],
    ['  Müller-Lüdenscheidt, 2001', 'Müller-Lüdenscheidt', '2001'],
    ['Nguyen 2099', 'Nguyen', '2099'],
    ['Nguyen 1900', 'Nguyen', '1900'],
  ])('reads %j as %s, %s', (name, author, year) => {
    expect(authorAndYear(name)).toEqual({ author, year });
    expect(rawDataViewerTitle(name)).toBe(`Raw Data Viewer (${author}, ${year})`);
  });

  it.each(['Smith 1899', 'Smith 2100', 'Smith 12015', 'Smith 20151', 'Study 3'])('accepts only years 1900 to 2099: %j', (name) => {
    expect(rawDataViewerTitle(name)).toBe('Raw Data Viewer');
  });

  it('uses the first year when the part holds several', () => {
    expect(rawDataViewerTitle('Smith 2015 follow-up 2019')).toBe('Raw Data Viewer (Smith, 2015)');
  });

  it('needs author text before the year', () => {
    expect(rawDataViewerTitle('2015 Smith trial')).toBe('Raw Data Viewer');
    expect(rawDataViewerTitle(', 2015')).toBe('Raw Data Viewer');
  });

  it.each([undefined, null, '', ';', 'No year here'])('falls back to the plain title for %j', (name) => {
    expect(rawDataViewerTitle(name)).toBe('Raw Data Viewer');
  });
});
