import './ui.css';
export * from './lib/toast';
export * from './lib/confirm-dialog';
export * from './lib/pagination';
export * from './lib/responsive-image';
export * from './lib/spinner';
export * from './lib/upload-progress';
export * from './lib/field';
export * from './lib/notice';
