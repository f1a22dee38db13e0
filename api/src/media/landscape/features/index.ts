export * from './boats';
export * from './buildings';
export * from './landforms';
export * from './light';
export * from './plants';
export * from './landmarks';
export * from './monuments';
export * from './harbours';
