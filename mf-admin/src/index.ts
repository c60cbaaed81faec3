// The async boundary Module Federation needs before shared singletons are used (standalone page only).
import('./bootstrap');
