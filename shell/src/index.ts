// The async boundary Module Federation needs: shared singletons are negotiated before any React code runs.
import('./bootstrap');
