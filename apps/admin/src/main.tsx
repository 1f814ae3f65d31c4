import './styles.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void boot(container);
