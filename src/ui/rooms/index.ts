export { roomScreen } from './room-screen';
