import '@testing-library/jest-dom';

process.env.TZ = process.env.TZ ?? 'UTC';
