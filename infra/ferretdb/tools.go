//go:build tools

// Package tools pins the FerretDB release that the local MongoDB-compatible server is built from.
package tools

import _ "github.com/FerretDB/FerretDB/cmd/ferretdb"
